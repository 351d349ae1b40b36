// Starts Swagger UI on the API's own description (a file, not an inline script: the page
// allows no inline scripts).
window.SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui" });
