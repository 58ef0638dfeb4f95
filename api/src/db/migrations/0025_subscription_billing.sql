-- Who the platform bills for a subscription (the gateway refuses a charge without a CPF or CNPJ).
ALTER TABLE subscriptions ADD COLUMN billing_document text, ADD COLUMN billing_email text;
