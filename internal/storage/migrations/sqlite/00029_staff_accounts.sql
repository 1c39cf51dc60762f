-- Staff accounts for the store console (docs/adr/0022-store-console.md,
-- section 1): people with a role per store (or, for an operator, per
-- partner), invited by a one-time link, signed in with a password and a
-- second factor, their sessions in a cookie. Tokens, links and codes are
-- kept only as hashes; the TOTP secret sealed. The audit log keeps every
-- change made in the console, written in the change's own transaction.

-- +goose Up
CREATE TABLE staff_users (
    id                  INTEGER PRIMARY KEY,
    email               TEXT   NOT NULL UNIQUE,
    name                TEXT   NOT NULL DEFAULT '',
    password_hash       TEXT   NOT NULL DEFAULT '',
    totp_sealed         TEXT,
    totp_pending        TEXT,
    totp_last_step      BIGINT NOT NULL DEFAULT 0,
    disabled_at         TIMESTAMP,
    password_changed_at TIMESTAMP,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL
);

CREATE TABLE staff_roles (
    id         INTEGER PRIMARY KEY,
    staff_id   BIGINT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    role       TEXT   NOT NULL CHECK (role IN ('owner', 'manager', 'budtender', 'operator')),
    store_id   BIGINT REFERENCES stores (id) ON DELETE CASCADE,
    partner_id BIGINT REFERENCES partners (id) ON DELETE CASCADE,
    granted_by BIGINT REFERENCES staff_users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    CHECK ((role = 'operator' AND partner_id IS NOT NULL AND store_id IS NULL)
        OR (role <> 'operator' AND store_id IS NOT NULL AND partner_id IS NULL))
);
CREATE UNIQUE INDEX staff_roles_store ON staff_roles (staff_id, store_id) WHERE store_id IS NOT NULL;
CREATE UNIQUE INDEX staff_roles_partner ON staff_roles (staff_id, partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX staff_roles_by_store ON staff_roles (store_id);

CREATE TABLE staff_invitations (
    id         INTEGER PRIMARY KEY,
    staff_id   BIGINT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    token_hash TEXT   NOT NULL UNIQUE,
    invited_by BIGINT REFERENCES staff_users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP,
    revoked_at TIMESTAMP
);
CREATE INDEX staff_invitations_staff ON staff_invitations (staff_id);

CREATE TABLE staff_sessions (
    id            INTEGER PRIMARY KEY,
    token_hash    TEXT   NOT NULL UNIQUE,
    csrf_hash     TEXT   NOT NULL,
    staff_id      BIGINT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    second_factor TEXT   NOT NULL DEFAULT '' CHECK (second_factor IN ('', 'totp', 'recovery', 'email')),
    user_agent    TEXT   NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    expires_at    TIMESTAMP NOT NULL,
    last_seen_at  TIMESTAMP NOT NULL,
    revoked_at    TIMESTAMP
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

CREATE TABLE staff_sign_ins (
    id               INTEGER PRIMARY KEY,
    token_hash       TEXT    NOT NULL UNIQUE,
    staff_id         BIGINT  NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    created_at       TIMESTAMP NOT NULL,
    expires_at       TIMESTAMP NOT NULL,
    email_code_hash  TEXT    NOT NULL DEFAULT '',
    email_codes_sent INTEGER NOT NULL DEFAULT 0,
    email_code_tries INTEGER NOT NULL DEFAULT 0,
    used_at          TIMESTAMP
);
CREATE INDEX staff_sign_ins_expires ON staff_sign_ins (expires_at);

CREATE TABLE staff_recovery_codes (
    staff_id   BIGINT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    code_hash  TEXT   NOT NULL,
    created_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP,
    PRIMARY KEY (staff_id, code_hash)
);

CREATE TABLE audit_log (
    id         INTEGER PRIMARY KEY,
    store_id   BIGINT,
    partner_id BIGINT,
    staff_id   BIGINT REFERENCES staff_users (id) ON DELETE SET NULL,
    token_id   BIGINT REFERENCES store_staff_tokens (id),
    actor      TEXT   NOT NULL,
    action     TEXT   NOT NULL,
    subject    TEXT   NOT NULL DEFAULT '',
    before     TEXT,
    after      TEXT,
    request_id TEXT   NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX audit_log_store ON audit_log (store_id, id);

-- No foreign key here: SQLite cannot drop a column that has one.
ALTER TABLE store_staff_tokens ADD COLUMN created_by BIGINT;

-- +goose Down
ALTER TABLE store_staff_tokens DROP COLUMN created_by;
DROP TABLE audit_log;
DROP TABLE staff_recovery_codes;
DROP TABLE staff_sign_ins;
DROP TABLE staff_sessions;
DROP TABLE staff_invitations;
DROP TABLE staff_roles;
DROP TABLE staff_users;
