-- /healthz reports the CRM's last failed and last accepted call: with this index each is one probe, however
-- long the delivery history grows.
CREATE INDEX "lead_delivery_attempts_outcome_idx" ON "lead_delivery_attempts" USING btree ("outcome","attempted_at");