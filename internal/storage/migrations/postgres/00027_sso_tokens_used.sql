-- An identity provider's ID token signs in once: its SHA-256 is kept until
-- the token expires, and a second sign-in with it is refused, so a token
-- copied from a shopper (a log, a proxy, a shared device) cannot be replayed.

-- +goose Up
CREATE TABLE sso_tokens_used (
    token_hash TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sso_tokens_used_expires ON sso_tokens_used (expires_at);

-- +goose Down
DROP TABLE sso_tokens_used;
