"""Who may see the cards of a zone: everyone, its owner only, or nobody."""

PUBLIC, PRIVATE, SECRET = "public", "private", "secret"
