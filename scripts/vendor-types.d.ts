// subset-font ships no types; this covers the part scripts/subset-font.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    keepFeatures?: string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    noLayoutClosure?: boolean
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
