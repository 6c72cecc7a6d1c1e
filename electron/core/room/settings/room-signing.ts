// What the control room's supervisor password makes (issue 32, medium 4), from the key scrypt derives
// from it (K), each by its own hash so that none gives another:
// - the proof, which the room's database asks for to change the rules, shift times or password; the
//   room keeps only the proof's SHA-256 (the verifier). It passes through the database's functions,
//   so it must not open anything else;
// - the key that seals the room's Ed25519 signing key, kept in the room beside its public key. The
//   room's rules are signed with it, and every workstation checks them with the public key it first
//   saw (RoomKeyAnchor), so whoever can write the database (its owner, say) cannot change the rules,
//   nor swap the key, without a workstation saying so.
import { createHash, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import {
  keyIdOf,
  openPrivateKey,
  publicKeyText,
  sealPrivateKey,
  signingPublicKey,
  type SealedPrivateKey,
  type SupervisorSigner,
} from '../../profile/supervisor-password.js';

const PROOF_LABEL = 'acs-monitor room proof v1\n';
const SEALING_LABEL = 'acs-monitor room signing key v1\n';
const RULES_LABEL = 'acs-monitor room alarm rules v1\n';

function labelled(label: string, key: Buffer): Buffer {
  return createHash('sha256').update(label).update(key).digest();
}

/** The proof K makes, as the database's functions take it (base64). */
export function proofOf(key: Buffer): string {
  return labelled(PROOF_LABEL, key).toString('base64');
}

/** What the room keeps of a proof: its SHA-256 (base64). */
export function verifierOf(proof: string): string {
  return createHash('sha256').update(Buffer.from(proof, 'base64')).digest('base64');
}

/** The room's signing key as the room keeps it: public, and sealed under the password's key. */
export interface RoomSigningKey {
  publicKey: string;
  sealed: SealedPrivateKey;
}

export function newSigningKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey;
}

export function sealSigningKey(privateKey: KeyObject, key: Buffer): RoomSigningKey {
  return { publicKey: publicKeyText(privateKey), sealed: sealPrivateKey(privateKey, labelled(SEALING_LABEL, key)) };
}

/** The signing key the password's K opens, or null (another password, or a key that is not the one named). */
export function openSigningKey(stored: RoomSigningKey, key: Buffer): KeyObject | null {
  const privateKey = openPrivateKey(stored.sealed, labelled(SEALING_LABEL, key));
  return privateKey && publicKeyText(privateKey) === stored.publicKey ? privateKey : null;
}

/** Signs the room's rules text (base64). */
export function signRoomRules(signer: SupervisorSigner, text: string): string {
  return signer.sign(Buffer.from(RULES_LABEL + text)).toString('base64');
}

/** The key id of a public key as the room keeps it, or null when it is not an Ed25519 key. */
export function roomKeyId(publicKey: string): string | null {
  const key = signingPublicKey(publicKey);
  return key ? keyIdOf(key) : null;
}

/** Whether `signature` is the room key's over the rules text. */
export function roomRulesSigned(text: string, signature: string | null, publicKey: string): boolean {
  const key = signingPublicKey(publicKey);
  if (!key || !signature) return false;
  try {
    return verify(null, Buffer.from(RULES_LABEL + text), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
