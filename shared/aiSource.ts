/**
 * How every picture of the studio's was made: by a model trained on sampled content. One fact,
 * in the two vocabularies that carry it.
 */

/** IPTC's digital source type, as its own URI: written into every image's XMP by the build. */
export const IPTC_AI_SOURCE_TYPE =
  'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia'

/** schema.org's member of `IPTCDigitalSourceEnumeration` for the same: the pages' JSON-LD. */
export const SCHEMA_AI_SOURCE_TYPE = 'https://schema.org/TrainedAlgorithmicMediaDigitalSource'
