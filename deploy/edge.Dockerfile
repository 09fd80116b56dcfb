# The edge: nginx with the built shell and every built remote version (run `npm run build` first).
FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY dist/shell /usr/share/nginx/html/shell
COPY dist/remotes /usr/share/nginx/html/remotes
