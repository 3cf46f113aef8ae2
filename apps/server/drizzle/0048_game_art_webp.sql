-- The seeded providers' card art is served as WebP (ADR 0222): rows still on the seed's SVG
-- addresses move to the WebP ones; an address an operator set is left as it is.
UPDATE game_providers
SET logo = regexp_replace(logo, '^(/game-art/[a-z0-9]+/logo)\.svg$', '\1.webp')
WHERE logo ~ '^/game-art/[a-z0-9]+/logo\.svg$';
--> statement-breakpoint
UPDATE game_providers
SET background = regexp_replace(background, '^(/game-art/[a-z0-9]+/background)\.svg$', '\1.webp')
WHERE background ~ '^/game-art/[a-z0-9]+/background\.svg$';
