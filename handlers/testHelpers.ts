import { partitionOf, type OperationHandler } from '../src/http/handler';
import * as helpers from '../src/sections/testHelpers/service';

export const advanceTestBooking: OperationHandler<'advanceTestBooking'> = async (ctx) => ({
  status: 200,
  body: await helpers.advanceTestBooking(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const topUpTestWallet: OperationHandler<'topUpTestWallet'> = async (ctx) => ({
  status: 200,
  body: await helpers.topUpTestWallet(await partitionOf(ctx), ctx.body),
});

export const resetTestPartition: OperationHandler<'resetTestPartition'> = async (ctx) => ({
  status: 200,
  body: await helpers.resetTestPartition(await partitionOf(ctx)),
});

export const answerTestRequest: OperationHandler<'answerTestRequest'> = async (ctx) => ({
  status: 200,
  body: await helpers.answerTestRequest(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const getTestClock: OperationHandler<'getTestClock'> = async (ctx) => ({
  status: 200,
  body: helpers.readTestClock(await partitionOf(ctx)),
});

export const advanceTestClock: OperationHandler<'advanceTestClock'> = async (ctx) => ({
  status: 200,
  body: await helpers.advanceTestClock(await partitionOf(ctx), ctx.body),
});
