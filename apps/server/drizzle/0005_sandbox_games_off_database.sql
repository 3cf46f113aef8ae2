DROP TABLE "sandbox_game_transfers" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_game_wallets" CASCADE;