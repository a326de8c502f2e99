// The intrusion-detection keys feature's public file.
export { OssecKeysPage } from './ossec-keys-page';
