// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// What a workstation's own role may do (issue 32, medium 4). The owner migrates (acs-monitor db migrate
// --grant-workstation-role ROLE, room-roles.ts); workstations run as a role that owns nothing, so they
// cannot change the schema, drop the alarm log's triggers, truncate, or write the rules, the shift
// times or the supervisor password except through the functions below, which ask for proof of the
// room's supervisor password once one is set.
//
// The proof is a hash of the key scrypt derives from the password (its parameters and salt are in the
// row, for any workstation to derive it); the row keeps only the proof's SHA-256 (the verifier).
// Reading the row gives no proof: finding one still means guessing the password through scrypt.
// The row also keeps the room's Ed25519 signing key, sealed under another hash of that key, with which
// the rules are signed (app/room-signing.ts): the database cannot check a signature, the workstations do.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 11,
  description:
    "workstations under a role of their own: the room's rules, shift times and supervisor password written only with the password's proof, snoozes of a day at most",
  sql: `
-- The roles db migrate granted the workstation's privileges to, granted again after every migration.
CREATE TABLE room_workstation_roles (
  role_name name PRIMARY KEY,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- The supervisor password row keeps the verifier from now on, not the scrypt key itself, and gets the
-- room's signing key at the next right password. The rules keep their signature.
UPDATE room_supervisor_password
   SET hash = encode(sha256(sha256(convert_to(E'acs-monitor room proof v1\n', 'UTF8') || decode(hash, 'base64'))), 'base64');
ALTER TABLE room_supervisor_password ADD COLUMN public_key text, ADD COLUMN private_key jsonb;
ALTER TABLE room_rules ADD COLUMN signature text;

-- Refuses unless the password row is absent or the proof is the room's supervisor password's.
CREATE FUNCTION room_supervisor_proven(proof text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  verifier text;
BEGIN
  SELECT hash INTO verifier FROM room_supervisor_password;
  IF verifier IS NOT NULL AND (proof IS NULL OR encode(sha256(decode(proof, 'base64')), 'base64') <> verifier) THEN
    RAISE EXCEPTION 'the control room''s supervisor password is needed' USING ERRCODE = 'insufficient_privilege';
  END IF;
END $$;

-- Sets the password (and the signing key, once: a key the room has stays its own), and signs the rules
-- in force with it when they are still the text that was signed.
CREATE FUNCTION room_set_supervisor_password(proof text, new_kdf jsonb, new_verifier text, new_public_key text,
  new_private_key jsonb, signed_text text, rules_signature text, by_operator text, by_workstation text)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  kept_key text;
BEGIN
  SELECT public_key INTO kept_key FROM room_supervisor_password FOR UPDATE;
  PERFORM room_supervisor_proven(proof);
  IF kept_key IS NOT NULL AND kept_key IS DISTINCT FROM new_public_key THEN
    RAISE EXCEPTION 'the control room''s signing key stays its own' USING ERRCODE = 'insufficient_privilege';
  END IF;
  INSERT INTO room_supervisor_password (only_row, kdf, hash, public_key, private_key, set_by, workstation, set_at)
  VALUES (true, new_kdf, new_verifier, new_public_key, new_private_key, by_operator, by_workstation, now())
  ON CONFLICT (only_row) DO UPDATE SET kdf = excluded.kdf, hash = excluded.hash, public_key = excluded.public_key,
    private_key = excluded.private_key, set_by = excluded.set_by, workstation = excluded.workstation,
    set_at = excluded.set_at;
  UPDATE room_rules SET signature = rules_signature WHERE id = 1 AND text = signed_text;
END $$;

CREATE FUNCTION room_save_rules(proof text, rules_text text, rules_signature text, by_operator text, by_workstation text)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  PERFORM room_supervisor_proven(proof);
  INSERT INTO room_rules (id, text, signature, saved_by, saved_workstation)
  VALUES (1, rules_text, rules_signature, by_operator, by_workstation)
  ON CONFLICT (id) DO UPDATE SET text = excluded.text, signature = excluded.signature, saved_by = excluded.saved_by,
    saved_workstation = excluded.saved_workstation, saved_at = now();
END $$;

CREATE FUNCTION room_save_shift_changes(proof text, shift_times text[], by_operator text, by_workstation text)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  PERFORM room_supervisor_proven(proof);
  INSERT INTO room_shift_changes (id, times, saved_by, saved_workstation) VALUES (1, shift_times, by_operator, by_workstation)
  ON CONFLICT (id) DO UPDATE SET times = excluded.times, saved_by = excluded.saved_by,
    saved_workstation = excluded.saved_workstation, saved_at = now();
END $$;

-- A definer's function runs with the owner's rights: it finds tables in this schema only, never in
-- one a caller put first on its search_path.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION room_supervisor_proven(text) SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION room_set_supervisor_password(text, jsonb, text, text, jsonb, text, text, text, text) SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION room_save_rules(text, text, text, text, text) SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION room_save_shift_changes(text, text[], text, text) SET search_path = %I, pg_temp', current_schema());
END $$;

-- A snooze starts when the database says and lasts a day at most (the screens offer up to 24 h); once
-- made, only its early end may change.
ALTER TABLE room_snoozes ADD CONSTRAINT room_snoozes_a_day_at_most CHECK (until_ms - from_ms <= 86400000) NOT VALID;
CREATE FUNCTION room_snooze_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.until_ms := NEW.until_ms - NEW.from_ms + (extract(epoch FROM now()) * 1000)::bigint;
    NEW.from_ms := (extract(epoch FROM now()) * 1000)::bigint;
  ELSIF (NEW.customer_guid, NEW.door_guid, NEW.from_ms, NEW.until_ms, NEW.reason, NEW.operator, NEW.workstation)
        IS DISTINCT FROM (OLD.customer_guid, OLD.door_guid, OLD.from_ms, OLD.until_ms, OLD.reason, OLD.operator, OLD.workstation) THEN
    RAISE EXCEPTION 'a snooze is never changed, only ended early' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER room_snoozes_kept BEFORE INSERT OR UPDATE ON room_snoozes
  FOR EACH ROW EXECUTE FUNCTION room_snooze_kept();
`,
};
