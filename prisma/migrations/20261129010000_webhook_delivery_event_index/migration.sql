-- Deleting an event past the feed's 30 days cascades to its deliveries: this index finds them,
-- instead of a scan of every delivery per deleted event.
CREATE INDEX "WebhookDelivery_eventSeq_idx" ON "WebhookDelivery"("eventSeq");
