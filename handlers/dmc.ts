import { principalOf, type OperationHandler } from '../src/http/handler';
import * as programmes from '../src/sections/dmc/programmes';
import * as links from '../src/sections/dmc/links';
import { dmcProposal } from '../src/sections/dmc/proposal';

const { dmcEnv } = programmes;

export const listDmcProgrammes: OperationHandler<'listDmcProgrammes'> = (ctx) => ({
  status: 200,
  body: programmes.listDmcProgrammes(principalOf(ctx), ctx.query, dmcEnv(ctx.services)),
});

export const saveDmcProgramme: OperationHandler<'saveDmcProgramme'> = (ctx) => {
  const { created, programme } = programmes.saveDmcProgramme(principalOf(ctx), ctx.body, dmcEnv(ctx.services));
  return created ? { status: 201, body: programme } : { status: 200, body: programme };
};

export const getDmcProgramme: OperationHandler<'getDmcProgramme'> = (ctx) => ({
  status: 200,
  body: programmes.findDmcProgramme(principalOf(ctx), ctx.params.id, dmcEnv(ctx.services)),
});

export const createDmcProgrammeVersion: OperationHandler<'createDmcProgrammeVersion'> = (ctx) => ({
  status: 201,
  body: programmes.createDmcVersion(principalOf(ctx), ctx.params.id, ctx.body, dmcEnv(ctx.services)),
});

export const changeDmcProgrammeStatus: OperationHandler<'changeDmcProgrammeStatus'> = (ctx) => ({
  status: 200,
  body: programmes.changeDmcProgrammeStatus(principalOf(ctx), ctx.params.id, ctx.body, dmcEnv(ctx.services)),
});

export const setDmcProgrammeBrand: OperationHandler<'setDmcProgrammeBrand'> = (ctx) => ({
  status: 200,
  body: programmes.setDmcProgrammeBrand(principalOf(ctx), ctx.params.id, ctx.body, dmcEnv(ctx.services)),
});

export const acceptDmcProgramme: OperationHandler<'acceptDmcProgramme'> = (ctx) => ({
  status: 200,
  body: programmes.acceptDmcProgramme(principalOf(ctx), ctx.params.id, ctx.body, dmcEnv(ctx.services)),
});

export const getDmcProgrammeProposal: OperationHandler<'getDmcProgrammeProposal'> = async (ctx) => ({
  status: 200,
  document: await dmcProposal(principalOf(ctx), ctx.params.id, ctx.query.version, dmcEnv(ctx.services)),
});

export const createDmcClientLink: OperationHandler<'createDmcClientLink'> = (ctx) => ({
  status: 201,
  body: links.createDmcClientLink(principalOf(ctx), ctx.params.id, ctx.body, dmcEnv(ctx.services)),
});

export const listDmcClientLinks: OperationHandler<'listDmcClientLinks'> = (ctx) => ({
  status: 200,
  body: links.listDmcClientLinks(principalOf(ctx), ctx.params.id, ctx.query, dmcEnv(ctx.services)),
});

export const revokeDmcClientLink: OperationHandler<'revokeDmcClientLink'> = (ctx) => ({
  status: 200,
  body: links.revokeDmcClientLink(principalOf(ctx), ctx.params.id, ctx.params.link, dmcEnv(ctx.services)),
});
