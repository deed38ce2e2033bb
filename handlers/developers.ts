import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import * as requestLog from '../src/sections/developers/requestLog';
import * as apiKeys from '../src/sections/developers/apiKeys';
import * as liveKeys from '../src/sections/developers/liveKeys';

// The log is written behind the answers: what this instance has queued is written before it is
// read, so a caller finds the calls it just made.
export const listRequestLogs: OperationHandler<'listRequestLogs'> = async (ctx) => {
  await ctx.services.requestLog.flush();
  return { status: 200, body: await requestLog.listRequestLogs(await partitionOf(ctx), ctx.query) };
};

export const getRequestLog: OperationHandler<'getRequestLog'> = async (ctx) => {
  await ctx.services.requestLog.flush();
  return { status: 200, body: await requestLog.getRequestLog(await partitionOf(ctx), ctx.params.request_id) };
};

export const listApiKeys: OperationHandler<'listApiKeys'> = async (ctx) => ({
  status: 200,
  body: await apiKeys.listAccountKeys(await partitionOf(ctx), ctx.query),
});

export const createApiKey: OperationHandler<'createApiKey'> = async (ctx) => ({
  status: 201,
  body: await apiKeys.issueTestKey(await partitionOf(ctx), principalOf(ctx).scopes, ctx.body),
});

export const revokeApiKey: OperationHandler<'revokeApiKey'> = async (ctx) => ({
  status: 200,
  body: await apiKeys.revokeTestKey(await partitionOf(ctx), ctx.params.id),
});

export const listLiveKeyRequests: OperationHandler<'listLiveKeyRequests'> = async (ctx) => ({
  status: 200,
  body: await liveKeys.listLiveKeyRequests(await partitionOf(ctx), ctx.query),
});

export const createLiveKeyRequest: OperationHandler<'createLiveKeyRequest'> = async (ctx) => {
  const principal = principalOf(ctx);
  return {
    status: 201,
    body: await liveKeys.requestLiveKey(await partitionOf(ctx), principal.scopes, principal.person?.email ?? `the key ${principal.keyPrefix}`, ctx.body),
  };
};

export const withdrawLiveKeyRequest: OperationHandler<'withdrawLiveKeyRequest'> = async (ctx) => ({
  status: 200,
  body: await liveKeys.withdrawLiveKeyRequest(await partitionOf(ctx), ctx.params.id),
});

export const collectLiveKey: OperationHandler<'collectLiveKey'> = async (ctx) => ({
  status: 201,
  body: await liveKeys.collectLiveKey(await partitionOf(ctx), principalOf(ctx).scopes, ctx.params.id),
});
