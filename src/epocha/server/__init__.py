"""The web table: a stateless app over storage (see docs/web.md)."""
