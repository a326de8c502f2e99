import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The configured key (SECRETS_ENCRYPTION_KEY, config.ts) as the 32 bytes AES-256 takes. */
const keyOf = (secretsKey: string) => createHash('sha256').update(secretsKey).digest();

/** AES-256-GCM: iv, tag and ciphertext, base64. */
export const encryptSecret = (plain: Buffer, secretsKey: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
};

/** The plain bytes of an `encryptSecret` result; throws when the key is not the one it was encrypted with. */
export const decryptSecret = (stored: string, secretsKey: string): Buffer => {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
};
