import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/*
 * The route table of docs/product.md §2.1, one line per path, grouped as the spec groups them.
 * Route ids are the spec's route names where it gives them.
 * Which model and page kind a model path shows is data (features/models/model-pages.ts).
 * Every page sits in the page-meta layout, which loads the path's meta tags from /v1/meta.
 */
export default [
  // For search engines: resource routes outside the page layout.
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // The dealer's staff (issue 14): outside the site's layout and meta, never in menus, sitemap or search.
  route("staff", "routes/staff-inbox.tsx", { id: "staff-inbox" }),
  route("staff/login", "routes/staff-login.tsx", { id: "staff-login" }),
  route("staff/logout", "routes/staff-logout.tsx", { id: "staff-logout" }),
  route("staff/leads/:id", "routes/staff-lead.tsx", { id: "staff-lead" }),
  route("staff/test-drive", "routes/staff-test-drive.tsx", { id: "staff-test-drive" }),
  route("staff/export/:format", "routes/staff-export.tsx", { id: "staff-export" }),
  route("staff/accounts", "routes/staff-accounts.tsx", { id: "staff-accounts" }),
  route("staff/feeds", "routes/staff-feeds.tsx", { id: "staff-feeds" }),
  route("staff/notifications", "routes/staff-notifications.tsx", { id: "staff-notifications" }),
  route("staff/invite/:token", "routes/staff-invite.tsx", { id: "staff-invite" }),
  route("staff/content", "routes/staff-content.tsx", { id: "staff-content" }),
  route("staff/content/news", "routes/staff-content-list.tsx", { id: "staff-content-news" }),
  route("staff/content/news/:id", "routes/staff-news-editor.tsx", { id: "staff-news-editor" }),
  route("staff/content/offers", "routes/staff-content-list.tsx", { id: "staff-content-offers" }),
  route("staff/content/offers/:id", "routes/staff-offer-editor.tsx", { id: "staff-offer-editor" }),
  route("staff/content/contacts/:id", "routes/staff-contacts-editor.tsx", { id: "staff-contacts-editor" }),
  route("staff/content/consents/:id", "routes/staff-consent-editor.tsx", { id: "staff-consent-editor" }),
  route("staff/content/prices/:id", "routes/staff-prices-editor.tsx", { id: "staff-prices-editor" }),
  route("staff/content/credit-programs", "routes/staff-content-list.tsx", { id: "staff-content-credit-programs" }),
  route("staff/content/credit-programs/:id", "routes/staff-credit-program-editor.tsx", { id: "staff-credit-program-editor" }),
  route("staff/content/home/:id", "routes/staff-home-editor.tsx", { id: "staff-home-editor" }),
  route("staff/content/service-prices/:id", "routes/staff-service-prices-editor.tsx", { id: "staff-service-prices-editor" }),
  route("staff/content/reviews/:id", "routes/staff-reviews-editor.tsx", { id: "staff-reviews-editor" }),
  route("staff/content/vacancies", "routes/staff-content-list.tsx", { id: "staff-content-vacancies" }),
  route("staff/content/vacancies/:id", "routes/staff-vacancy-editor.tsx", { id: "staff-vacancy-editor" }),
  route("staff/content/workers", "routes/staff-content-list.tsx", { id: "staff-content-workers" }),
  route("staff/content/workers/:id", "routes/staff-worker-editor.tsx", { id: "staff-worker-editor" }),
  route("staff/content/images", "routes/staff-images.ts", { id: "staff-images" }),
  // The studio's preview shows a draft in the site's own frame: a staff page without handle.staff.
  route("staff/preview/news/:id", "routes/staff-news-preview.tsx", { id: "staff-news-preview" }),

  layout("routes/page-meta-layout.tsx", { id: "page-meta" }, [
    index("routes/home.tsx", { id: "home" }),

    // Sitemap, search, clients, video chat
    route("sitemap.html", "routes/sitemap.tsx", { id: "sitemap" }),
    route("search.html", "routes/search.tsx", { id: "search" }),
    route("clients.html", "routes/content-page.tsx", { id: "clients" }),
    route("videochat.html", "routes/content-page.tsx", { id: "videochat" }),

    // News
    route("news.html", "routes/news.tsx", { id: "news" }),
    route("news/:code.html", "routes/news-detail.tsx", { id: "news-detail" }),

    // Future vehicles (model-home) and its two children
    route("genesis-future-vehicles.html", "routes/future.tsx", { id: "future" }),
    route("genesis-future-vehicles-genesis-x.html", "routes/future-concept.tsx", { id: "future-genesis-x" }),
    route("genesis-future-vehicles-mint.html", "routes/future-concept.tsx", { id: "future-mint" }),

    // Promo, brand, certified, warranty, owners, models
    route("promo-new-g80.html", "routes/promo.tsx", { id: "promo-new-g80" }),
    route("promo-gv80.html", "routes/promo.tsx", { id: "promo-gv80" }),
    route("brand.html", "routes/content-page.tsx", { id: "brand" }),
    route("certified.html", "routes/content-page.tsx", { id: "certified" }),
    route("warranty.html", "routes/content-page.tsx", { id: "warranty" }),
    route("owners.html", "routes/content-page.tsx", { id: "owners" }),
    route("models.html", "routes/models.tsx", { id: "genesis-models" }),

    // Company pages
    route("contacts.html", "routes/contacts.tsx", { id: "contacts" }),
    route("about.html", "routes/about.tsx", { id: "about" }),
    route("vakansii.html", "routes/content-page.tsx", { id: "vacancies" }),
    route("products.html", "routes/content-page.tsx", { id: "products" }),
    route("otzivy.html", "routes/content-page.tsx", { id: "reviews" }),
    route("service-form.html", "routes/service-form.tsx", { id: "service-form" }),
    route("company-info.html", "routes/content-page.tsx", { id: "companyinfo" }),
    route("oplata.html", "routes/content-page.tsx", { id: "payments" }),
    route("workers.html", "routes/workers.tsx", { id: "workers" }),
    route("worker/:slug.html", "routes/worker.tsx", { id: "worker" }),

    // Service
    route("servis.html", "routes/service.tsx", { id: "support" }),
    route("servis/to.html", "routes/service-maintenance.tsx", { id: "service-maintenance" }),
    route("servis/:slug.html", "routes/service-detail.tsx", { id: "service-detail" }),

    // Special offers
    route("special-offers.html", "routes/special-offers.tsx", { id: "special-offers" }),
    route("special-offers/:id.html", "routes/special-offer.tsx", { id: "special-offer" }),

    // Test drive, configurator, cars in stock
    route("test-drive.html", "routes/test-drive.tsx", { id: "test-drive" }),
    route("configurator", "routes/configurator.tsx", { id: "configurator" }),
    route("avto-v-nalicii.html", "routes/stock.tsx", { id: "stock" }),
    route("feed/:id.html", "routes/stock-car.tsx", { id: "stock-car" }),

    // Personal data, contractors, connected services
    route("personal-data.html", "routes/content-page.tsx", { id: "personal-data" }),
    // The consent documents (issue 35; docs/decisions/0100): not in the spec's table, beside personal data.
    route("soglasie.html", "routes/consent.tsx", { id: "consent" }),
    route("contractors.html", "routes/content-page.tsx", { id: "contractors" }),
    route("connected-services.html", "routes/content-page.tsx", { id: "mobility" }),

    // G70
    route("new-g70.html", "routes/model-home.tsx", { id: "model-g70" }),
    route("g70-design.html", "routes/model-design.tsx", { id: "g70-design" }),
    route("g70-safety.html", "routes/model-safety.tsx", { id: "g70-safety" }),
    route("g70-technology.html", "routes/model-technology.tsx", { id: "g70-technology" }),
    route("g70-performance.html", "routes/model-performance.tsx", { id: "g70-performance" }),
    route("g70-gallery.html", "routes/model-gallery.tsx", { id: "g70-gallery" }),
    route("new-g70-price.html", "routes/model-price.tsx", { id: "g70-price" }),

    // G90
    route("g90.html", "routes/model-home.tsx", { id: "model-g90" }),
    route("g90-design.html", "routes/model-design.tsx", { id: "g90-design" }),
    route("g90_L.html", "routes/model-long.tsx", { id: "g90-long" }),
    route("g90-safety.html", "routes/model-safety.tsx", { id: "g90-safety" }),
    route("g90-comfort.html", "routes/model-comfort.tsx", { id: "g90-comfort" }),
    route("g90-performance.html", "routes/model-performance.tsx", { id: "g90-performance" }),
    route("g90-gallery.html", "routes/model-gallery.tsx", { id: "g90-gallery" }),
    route("g90-price.html", "routes/model-price.tsx", { id: "g90-price" }),

    // New G80
    route("new-g80.html", "routes/model-home.tsx", { id: "model-new-g80" }),
    route("new-g80-design.html", "routes/model-design.tsx", { id: "g80-design" }),
    route("new-g80-safety.html", "routes/model-safety.tsx", { id: "g80-safety" }),
    route("new-g80-technology.html", "routes/model-technology.tsx", { id: "g80-technology" }),
    route("new-g80-performance.html", "routes/model-performance.tsx", { id: "g80-performance" }),
    route("new-g80-gallery.html", "routes/model-gallery.tsx", { id: "g80-gallery" }),

    // GV70
    route("gv70.html", "routes/model-home.tsx", { id: "model-gv70" }),
    route("gv70-design.html", "routes/model-design.tsx", { id: "gv70-design" }),
    route("gv70-safety.html", "routes/model-safety.tsx", { id: "gv70-safety" }),
    route("gv70-technology.html", "routes/model-technology.tsx", { id: "gv70-technology" }),
    route("gv70-performance.html", "routes/model-performance.tsx", { id: "gv70-performance" }),
    route("gv70-gallery.html", "routes/model-gallery.tsx", { id: "gv70-gallery" }),

    // GV80
    route("gv80.html", "routes/model-home.tsx", { id: "model-gv80" }),
    route("gv80-design.html", "routes/model-design.tsx", { id: "gv80-design" }),
    route("gv80-safety.html", "routes/model-safety.tsx", { id: "gv80-safety" }),
    route("gv80-technology.html", "routes/model-technology.tsx", { id: "gv80-technology" }),
    route("gv80-performance.html", "routes/model-performance.tsx", { id: "gv80-performance" }),
    route("gv80-gallery.html", "routes/model-gallery.tsx", { id: "gv80-gallery" }),

    // Anything else
    route("*", "routes/not-found.tsx", { id: "error-404" }),
  ]),

  // Test-drive resources: the schedule the booking form reloads, the booked visit as a calendar file
  route("test-drive/schedule", "routes/test-drive-schedule.ts", { id: "test-drive-schedule" }),
  route("test-drive/visit.ics", "routes/test-drive-visit.ts", { id: "test-drive-visit" }),
] satisfies RouteConfig;
