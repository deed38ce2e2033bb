import { partitionOf, type OperationHandler } from '../src/http/handler';
import * as programmes from '../src/sections/dmc/programmes';
import * as links from '../src/sections/dmc/links';
import { acceptProgramme } from '../src/sections/dmc/accept';
import { dmcProposal } from '../src/sections/dmc/proposal';

export const listDmcProgrammes: OperationHandler<'listDmcProgrammes'> = async (ctx) => ({
  status: 200,
  body: await programmes.listDmcProgrammes(await partitionOf(ctx), ctx.query),
});

export const saveDmcProgramme: OperationHandler<'saveDmcProgramme'> = async (ctx) => {
  const { created, programme } = await programmes.saveDmcProgramme(await partitionOf(ctx), ctx.body);
  return created ? { status: 201, body: programme } : { status: 200, body: programme };
};

export const getDmcProgramme: OperationHandler<'getDmcProgramme'> = async (ctx) => ({
  status: 200,
  body: await programmes.getDmcProgramme(await partitionOf(ctx), ctx.params.id),
});

export const createDmcProgrammeVersion: OperationHandler<'createDmcProgrammeVersion'> = async (ctx) => ({
  status: 201,
  body: await programmes.createDmcVersion(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const changeDmcProgrammeStatus: OperationHandler<'changeDmcProgrammeStatus'> = async (ctx) => ({
  status: 200,
  body: await programmes.changeDmcProgrammeStatus(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const setDmcProgrammeBrand: OperationHandler<'setDmcProgrammeBrand'> = async (ctx) => ({
  status: 200,
  body: await programmes.setDmcProgrammeBrand(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const acceptDmcProgramme: OperationHandler<'acceptDmcProgramme'> = async (ctx) => ({
  status: 200,
  body: await acceptProgramme(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const getDmcProgrammeProposal: OperationHandler<'getDmcProgrammeProposal'> = async (ctx) => ({
  status: 200,
  document: await dmcProposal(await partitionOf(ctx), ctx.params.id, ctx.query.version),
});

export const createDmcClientLink: OperationHandler<'createDmcClientLink'> = async (ctx) => ({
  status: 201,
  body: await links.createDmcClientLink(await partitionOf(ctx), ctx.params.id, ctx.body, ctx.services.config.publicBaseUrl),
});

export const listDmcClientLinks: OperationHandler<'listDmcClientLinks'> = async (ctx) => ({
  status: 200,
  body: await links.listDmcClientLinks(await partitionOf(ctx), ctx.params.id, ctx.query, ctx.services.config.publicBaseUrl),
});

export const revokeDmcClientLink: OperationHandler<'revokeDmcClientLink'> = async (ctx) => ({
  status: 200,
  body: await links.revokeDmcClientLink(await partitionOf(ctx), ctx.params.id, ctx.params.link, ctx.services.config.publicBaseUrl),
});
