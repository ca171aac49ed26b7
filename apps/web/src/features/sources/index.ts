// What other features may use of the sources feature (decision 015: features import each other only here).
export { type Source, sourceKeys, useSource } from './api';
export { ReviewedSourceImage } from './reviewed-source-image';
export { SourceImage } from './source-image';
