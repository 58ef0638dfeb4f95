// The upload query's yup schema, apart from the image URLs the storefront builds (store-images.ts).
import { mixed, object } from 'yup';
import { IMAGE_KINDS, IMAGE_MESSAGES, type ImageKind } from './store-images';

export const imageUploadQuerySchema = object({
  kind: mixed<ImageKind>().oneOf([...IMAGE_KINDS], IMAGE_MESSAGES.kind).required(IMAGE_MESSAGES.kind),
});
