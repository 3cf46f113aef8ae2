-- ADR 0213: a gateway payment's movement is the one of op key qr:<channel>:<txnId>, which the movements'
-- unique op key already ties to it; the column noted the same fact in a second write per payment.
ALTER TABLE "gateway_payments" DROP COLUMN "movement_id";