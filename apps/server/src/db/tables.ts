// The Kysely view of the schema. Filled in by the data-model migrations; one interface per table.
export interface Database {}
