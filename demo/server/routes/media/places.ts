/** The stand-in geocoder's table: a few cities, as Nominatim names them. */
export interface Place {
  name: string;
  display_name: string;
  lat: string;
  lon: string;
}

export const PLACES: Place[] = [
  { name: "london", display_name: "London, Greater London, England, United Kingdom", lat: "51.5074456", lon: "-0.1277653" },
  { name: "paris", display_name: "Paris, Île-de-France, France", lat: "48.8588897", lon: "2.3200410" },
  { name: "new york", display_name: "New York, United States", lat: "40.7127281", lon: "-74.0060152" },
  { name: "berlin", display_name: "Berlin, Germany", lat: "52.5170365", lon: "13.3888599" },
  { name: "lisbon", display_name: "Lisbon, Portugal", lat: "38.7077507", lon: "-9.1365919" },
  { name: "tokyo", display_name: "Tokyo, Japan", lat: "35.6768601", lon: "139.7638947" },
  { name: "sydney", display_name: "Sydney, New South Wales, Australia", lat: "-33.8698439", lon: "151.2082848" },
];

/** Places whose name the query contains (or which contain the query), the best first, as Nominatim answers. */
export function search(query: string, limit = 1): Omit<Place, "name">[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  return PLACES.filter((place) => wanted.includes(place.name) || place.name.includes(wanted))
    .slice(0, Math.max(1, limit))
    .map(({ display_name, lat, lon }) => ({ display_name, lat, lon }));
}
