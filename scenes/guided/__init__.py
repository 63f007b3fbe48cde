"""A guided first game per game: a fixed deal against the computer, each step lit and explained, driven by
``docs/howto/<game>.guided.yaml``."""
