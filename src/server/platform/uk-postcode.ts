import { parse } from 'postcode';

/**
 * The 121 geographic postcode areas of the United Kingdom. The `postcode` package checks only the shape;
 * a shape-valid code in an area that does not exist (e.g. "XX1 1XX") is refused here.
 */
export const UK_POSTCODE_AREAS = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH ' +
    'EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML ' +
    'N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA ' +
    'TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

export interface UkPostcode {
  /** Upper case with one space: "SW1A 1AA". */
  normalised: string;
  outcode: string;
  area: string;
}

/** Parses a full UK postcode in any spacing or case; undefined when it is not one. */
export function parseUkPostcode(input: string): UkPostcode | undefined {
  const parsed = parse(input.trim());
  if (!parsed.valid || !UK_POSTCODE_AREAS.has(parsed.area)) return undefined;
  return { normalised: parsed.postcode, outcode: parsed.outcode, area: parsed.area };
}
