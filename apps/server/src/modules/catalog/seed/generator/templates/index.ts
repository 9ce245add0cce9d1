import { CLEANING_TOOLS, DETERGENTS } from './cleaning';
import { BREAKERS, CABLES, SWITCHES_SOCKETS } from './electrical';
import { BOLTS, NUTS_WASHERS, SCREWS } from './fasteners';
import { MEASURING, METERS } from './instruments';
import { ACCESSORIES, COMPUTERS, MONITORS, PRINTERS } from './it';
import { DESK_STATIONERY, WRITING } from './office';
import { PAPER, TONER_INK } from './office-consumables';
import { GLOVES, HELMETS, MASKS } from './safety';
import { INSTALLATION, REPAIR } from './services';
import { DRILLS, GRINDERS, SCREWDRIVERS, WRENCHES } from './tools';
import type { LeafTemplate } from './types';

export type { LeafTemplate, ModelContext, ProductKind, SpecDimension } from './types';

/** One template per leaf category, in category order. */
export const LEAF_TEMPLATES: readonly LeafTemplate[] = [
  DESK_STATIONERY,
  WRITING,
  PAPER,
  TONER_INK,
  WRENCHES,
  SCREWDRIVERS,
  DRILLS,
  GRINDERS,
  SCREWS,
  BOLTS,
  NUTS_WASHERS,
  BREAKERS,
  SWITCHES_SOCKETS,
  CABLES,
  COMPUTERS,
  MONITORS,
  PRINTERS,
  ACCESSORIES,
  HELMETS,
  GLOVES,
  MASKS,
  CLEANING_TOOLS,
  DETERGENTS,
  METERS,
  MEASURING,
  INSTALLATION,
  REPAIR,
];
