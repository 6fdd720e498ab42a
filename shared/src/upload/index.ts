// @sikka/shared/upload: photo uploads with progress (the sell page, the listing editor).
export { uploadObject, objectPath, UploadError, type UploadObjectOptions, type UploadFailure } from './uploadObject';
export {
  preparePhoto,
  fitLongEdge,
  MAX_PHOTO_EDGE,
  PHOTO_JPEG_QUALITY,
  type PhotoSize,
  type PreparedPhoto,
} from './preparePhoto';
