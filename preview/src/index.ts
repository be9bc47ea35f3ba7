export { PhonePreview, STATIC_NOTICE, type PhonePreviewProps } from './PhonePreview';
export { detectPreviewType, type PreviewType } from './detect-preview-type';
export { useUpdatedFlash, UPDATED_FLASH_MS } from './phone/use-updated-flash';
export { parseXml, type XmlNode, type XmlError, type ParseResult } from './parse';
export { TOAST_MS } from './runtime/use-app-runtime';
