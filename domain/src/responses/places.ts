/** An autocomplete item (spec 01 §3): `id` is the type plus the official code ('vil33314', 'dep33', 'reg75'). */
export interface PlaceItem {
  id: string;
  value: string;
  valueitem: string;
  codepostal: string;
  typ: 'vil' | 'dep' | 'reg';
}

/** GET /api/villes/:query, /api/villes_cp/:query, /api/zonegeo/:query (spec 01 §7): always `data.items`. */
export interface PlacesAnswer {
  data: { items: PlaceItem[] };
}
