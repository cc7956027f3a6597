import { useEffect, useState } from "react";
import { fetchJson, HttpError } from "../shared/http";
import { logger } from "../shared/log";
import { firstPlace, geocoderUrl, type Place } from "./geocoder";

const log = logger("x-map");

/**
 * The place of an address, looked up once the map is wanted (`enabled`); null while there is none. A failed
 * search or no result warns once and leaves the map at its given centre.
 */
export function useGeocoder(address: string, template: string, enabled: boolean): Place | null {
  const [found, setFound] = useState<{ key: string; place: Place | null } | null>(null);
  const query = address.trim();
  const key = `${template}\n${query}`;
  useEffect(() => {
    if (!enabled || !query) return undefined;
    let current = true;
    fetchJson(geocoderUrl(template, query), { headers: { accept: "application/json" } })
      .then((body) => {
        if (!current) return;
        const place = firstPlace(body);
        if (!place) log.warn(`the geocoder found no place for the address ${JSON.stringify(query)}; the map stays at its centre`);
        setFound({ key, place: place && { ...place, name: query } });
      })
      .catch((cause: unknown) => {
        if (!current) return;
        const reason = cause instanceof HttpError ? cause.message : String(cause);
        log.warn(`the geocoder failed for the address ${JSON.stringify(query)} (${reason}); the map stays at its centre`);
        setFound({ key, place: null });
      });
    return () => {
      current = false;
    };
  }, [enabled, query, template, key]);
  return found?.key === key ? found.place : null;
}
