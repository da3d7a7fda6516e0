# Our machines' stand-in for node:20-bookworm-slim and nginx:1.27-bookworm (no registry can be pulled here): a
# debootstrap'd Debian bookworm with nginx-light (tools/images.mjs imports it as carta-rootfs:bookworm) plus the
# machine's own node. One base serves both targets; production uses the official images (Dockerfile's arguments).
FROM carta-rootfs:bookworm
COPY node /usr/local/bin/node
