// The org domain's public entry: all that other domains, the seeds, the start-up and other domains' tests may
// use of it (.dependency-cruiser.cjs). Tables come first, so that an import cycle through an entry still finds
// them; they are published for reads and joins only: other domains write through this domain's functions.
/** Published read-only, for joins and reads by: catalog, config, identity, orders, seeds. */
export { orgs, orgUnits } from './tables';
