import { partitionOf, type OperationHandler } from '../src/http/handler';
import { listPlaceViews, placeViewById } from '../src/engine/places';

export const listPlaces: OperationHandler<'listPlaces'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, body: await listPlaceViews(partition, partition.db, ctx.query) };
};

export const getPlace: OperationHandler<'getPlace'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, body: await placeViewById(partition, partition.db, ctx.params.id) };
};
