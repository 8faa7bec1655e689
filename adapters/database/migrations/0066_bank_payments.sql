-- Issue #48: bank payments taken from imported statements (core/payments/statement-import.ts), one row per payment
-- order by its identity (payer, document number, date, sum): a statement imported twice, or by two people at once,
-- pays nothing twice. The row is written in the same transaction as the campaign's payment.
create table bank_payments (
  identity text primary key,
  number text not null,
  paid_on date not null,
  amount bigint not null check (amount > 0),
  payer_inn text not null,
  payer_name text not null,
  purpose text not null,
  invoice_number text not null,
  campaign_id uuid references campaigns (id) on delete set null,
  taken_by uuid,
  taken_at timestamptz not null
);
create index bank_payments_campaign_idx on bank_payments (campaign_id);
