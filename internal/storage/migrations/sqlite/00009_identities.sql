-- Single sign-on: each identity a provider vouches for (Google, Apple: the
-- provider's subject) belongs to one customer; a customer may have several.
-- customers.sso_channel is the provider the account was made with or first
-- linked to, '' for none. customers.email_verified_at is when the account
-- holder last proved the address is theirs (a reset link, a code by e-mail,
-- or a provider vouching for it); a password set before any proof is not
-- trusted when a provider links to the account.

-- +goose Up
CREATE TABLE identities (
    provider     TEXT    NOT NULL,
    subject      TEXT    NOT NULL,
    customer_id  INTEGER  NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    email        TEXT    NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP NOT NULL,
    PRIMARY KEY (provider, subject)
);
CREATE INDEX identities_customer ON identities (customer_id);

ALTER TABLE customers ADD COLUMN sso_channel TEXT NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN email_verified_at TIMESTAMP;

-- +goose Down
ALTER TABLE customers DROP COLUMN email_verified_at;
ALTER TABLE customers DROP COLUMN sso_channel;
DROP TABLE identities;
