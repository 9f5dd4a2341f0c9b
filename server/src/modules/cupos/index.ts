/**
 * Capacity pools (cupos): the places a day's stock rows share, read with their taken places and
 * made for the specification's template (docs/decisions/0085-capacity-pools.md). Imports no
 * other module: stock, orders, events, sales, lists and codes all read pools through it.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export {
  createTemplateTandas,
  cuposDeEntradas,
  cuposJsonOf,
  eventStock,
  followTotal,
  linkStock,
  stockFromJoined,
  withCupos,
} from './cupos';
