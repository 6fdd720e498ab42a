// @sikka/shared/image-editor: the 'Edit Image' cropper dialog (listing create, edit and bulk upload).
export { ImageEditor, EDITOR, type ImageEditorProps, type AspectChoice } from './ImageEditor';
export { cropToJpeg, croppedOutputSize, rotatedSize, EDITOR_JPEG_QUALITY, type CropArea } from './cropImage';
