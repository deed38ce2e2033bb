import { partitionOf, principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { RenderedDocument } from '../src/engine/documents/documents';
import { termsOf } from '../src/engine/terms';
import { createDeskSale as sell, deskSaleVoucher, findDeskSale } from '../src/sections/hotelDesk/sales';
import * as days from '../src/sections/hotelDesk/days';

export const createDeskSale: OperationHandler<'createDeskSale'> = async (ctx) => ({
  status: 201,
  body: await sell(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account)),
});

export const getDeskDay: OperationHandler<'getDeskDay'> = async (ctx) => {
  const format = ctx.query.format ?? 'json';
  const partition = await partitionOf(ctx);
  const { account } = principalOf(ctx);
  if (format === 'json') return { status: 200, body: await days.findDeskDay(partition, ctx.params.date, termsOf(account)) };
  return { status: 200, document: await days.deskDayDocument(partition, account.name, ctx.params.date, format, termsOf(account)) };
};

const deskDayDocument = async (ctx: OperationContext<'getDeskDayCsv'> | OperationContext<'getDeskDayPdf'>, format: 'csv' | 'pdf'): Promise<RenderedDocument> => {
  const { account } = principalOf(ctx);
  return days.deskDayDocument(await partitionOf(ctx), account.name, ctx.params.date, format, termsOf(account));
};

export const getDeskDayCsv: OperationHandler<'getDeskDayCsv'> = async (ctx) => ({ status: 200, document: await deskDayDocument(ctx, 'csv') });

export const getDeskDayPdf: OperationHandler<'getDeskDayPdf'> = async (ctx) => ({ status: 200, document: await deskDayDocument(ctx, 'pdf') });

export const closeDeskDay: OperationHandler<'closeDeskDay'> = async (ctx) => ({
  status: 200,
  body: await days.closeDeskDay(await partitionOf(ctx), ctx.params.date, ctx.body, termsOf(principalOf(ctx).account)),
});

export const getDeskSale: OperationHandler<'getDeskSale'> = async (ctx) => ({
  status: 200,
  body: await findDeskSale(await partitionOf(ctx), ctx.params.id),
});

export const getDeskSaleVoucher: OperationHandler<'getDeskSaleVoucher'> = async (ctx) => ({
  status: 200,
  document: await deskSaleVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html'),
});

export const getDeskSaleVoucherPdf: OperationHandler<'getDeskSaleVoucherPdf'> = async (ctx) => ({
  status: 200,
  document: await deskSaleVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf'),
});
