export interface AddressParts {
  street: string;
  unit: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
}

export const ADDRESS_PART_KEYS = ['street', 'unit', 'city', 'region', 'postal_code', 'country'] as const;

const UNIT = /^(apt|apartment|unit|suite|ste|#|fl|floor|bldg|building|room|rm)\b\.?/i;
/** "Springfield, IL 62701", "Toronto ON M5V 2T6", "Berlin 10115" (postal code last or first). */
const CITY_REGION_POSTAL =
  /^(.+?)[,\s]+([A-Za-z][A-Za-z .]{0,30}?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/i;
const POSTAL_CITY = /^(\d{4,6})\s+(.+)$/;
const HAS_DIGIT = /\d/;

/**
 * A formatted address ("123 Main St, Apt 4\nSpringfield, IL 62701\nUSA") into parts. Lines or
 * commas separate segments: the first is the street, a segment starting "Apt/Unit/Suite/#" the
 * unit, the one holding the postal code city + region + postal code, a last segment without
 * digits the country. What cannot be placed stays in the street, so nothing is lost.
 */
export function parseFormattedAddress(formatted: string): AddressParts {
  const parts: AddressParts = { street: '', unit: '', city: '', region: '', postal_code: '', country: '' };
  let segments = formatted
    .split(/\r?\n|,/)
    .map((s) => s.trim())
    .filter(Boolean);
  // "…, Springfield, IL 62701, …": rejoin the city with "ST 12345".
  const i = segments.findIndex(
    (s, idx) => idx > 1 && /^[A-Za-z .]+\s+(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/i.test(s),
  );
  if (i > 1)
    segments = [...segments.slice(0, i - 1), `${segments[i - 1]}, ${segments[i]}`, ...segments.slice(i + 1)];
  if (segments.length > 1 && !HAS_DIGIT.test(segments.at(-1)!) && !segments.at(-1)!.includes(',')) {
    const last = segments.at(-1)!;
    const localityBefore = segments
      .slice(1, -1)
      .some((s) => CITY_REGION_POSTAL.test(s) || POSTAL_CITY.test(s));
    if (localityBefore || segments.length > 2) {
      parts.country = last;
      segments = segments.slice(0, -1);
    }
  }
  const street: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const cityLine = i > 0 ? CITY_REGION_POSTAL.exec(segment) : null;
    const postalCity = i > 0 && !cityLine ? POSTAL_CITY.exec(segment) : null;
    if (cityLine && !parts.city) {
      parts.city = cityLine[1]!.replace(/,$/, '').trim();
      parts.region = cityLine[2]!.trim();
      parts.postal_code = cityLine[3]!.toUpperCase();
    } else if (postalCity && !parts.city) {
      parts.postal_code = postalCity[1]!;
      parts.city = postalCity[2]!;
    } else if (i > 0 && UNIT.test(segment) && !parts.unit) {
      parts.unit = segment;
    } else if (i > 0 && i === segments.length - 1 && !parts.city && !HAS_DIGIT.test(segment)) {
      parts.city = segment;
    } else {
      street.push(segment);
    }
  }
  parts.street = street.join(', ');
  return parts;
}
