// Wire shape of the basemap setting (issue 18 "Basemap", decision 038). snake_case on the wire (STYLE §7).
import { type Static, Type } from 'typebox';

export const MapSettingsSchema = Type.Object(
  {
    style_url: Type.Union([Type.String({ format: 'uri' }), Type.Null()], {
      description:
        'The MapLibre style the maps draw streets and place names from (it may name pmtiles:// sources); ' +
        "null: the app's offline outline of Germany. Origins the style loads from are allowed by the CSP.",
    }),
  },
  { $id: 'MapSettings', additionalProperties: false },
);
export type MapSettings = Static<typeof MapSettingsSchema>;
