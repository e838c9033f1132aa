// The part of http_ece (RFC 8188 encrypted content, web-push's own dependency) the push tests use.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
    ): Buffer;
  };
  export default ece;
}
