/** The parts of the `vcf` package (2.1) this code uses; it ships no types. */
declare module 'vcf' {
  type JCardProperty = [
    name: string,
    params: Record<string, unknown>,
    type: string,
    value: string | string[],
  ];
  class VCard {
    static parse(text: string): VCard[];
    toJSON(): ['vcard', JCardProperty[]];
  }
  export default VCard;
}
