import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { changeCataloguePlace, createCataloguePlace, listCataloguePlaces } from '../../src/ops/places';

export const listOpsPlaces: OpsOperationHandler<'listOpsPlaces'> = async (ctx) => ({ status: 200, body: await listCataloguePlaces(ctx.db, ctx.query) });

export const createPlace: OpsOperationHandler<'createPlace'> = async (ctx) => {
  const { type, ...rest } = ctx.body;
  return { status: 201, body: await createCataloguePlace(ctx.db, ctx.services.clock, auditOriginOf(ctx), { kind: type, ...rest }) };
};

export const updatePlace: OpsOperationHandler<'updatePlace'> = async (ctx) => {
  const { type, ...rest } = ctx.body;
  return { status: 200, body: await changeCataloguePlace(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.placeId, { ...(type === undefined ? {} : { kind: type }), ...rest }) };
};
