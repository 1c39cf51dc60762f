package api

// staffRoutes are store staff's calls, under /api/v1 and /v1: the
// reservations to fill, user segments, and the store reports
// (docs/analytics.md).
func (s *server) staffRoutes() []route {
	h := s.handle
	return []route{
		{"GET", "/staff/reservations", h(s.staffReservations), op("listStaffReservations", "The store's reservations, a page at a time").reads(inQuery("status", "Only reservations in these statuses, comma-separated."), pageQuery).returns(StaffReservationPage{})},
		{"GET", "/staff/reservations/{id}", h(s.staffReservation), op("getStaffReservation", "One of the store's reservations").returns(StaffReservationAnswer{})},
		{"PATCH", "/staff/reservations/{id}", h(s.updateStaffReservation), op("updateStaffReservation", "Move a reservation on, cancel it, or message the shopper").takes(StaffReservationChange{}).returns(StaffReservationAnswer{})},
		{"GET", "/staff/user_segments", h(s.staffSegments), op("listStaffSegments", "The user segments the store's staff manage").returns(StaffSegments{})},
		{"GET", "/staff/user_segments/{id}/members", h(s.staffSegmentMembers), op("listStaffSegmentMembers", "A staff segment's members").returns(SegmentMembers{})},
		{"POST", "/staff/user_segments/{id}/members", h(s.addStaffSegmentMember), op("addStaffSegmentMember", "Put a customer in a staff segment").takes(SegmentMemberRequest{}).returns(SegmentMemberAnswer{})},
		{"DELETE", "/staff/user_segments/{id}/members/{customerId}", h(s.removeStaffSegmentMember), op("removeStaffSegmentMember", "Take a customer out of a staff segment").answersNothing()},
		{"GET", "/stores/{id}/reports/products", h(s.productReport(false)), op("getProductReport", "Impressions, clicks, adds and reservations per day, product and placement").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(ProductReport{})},
		{"GET", "/stores/{id}/reports/products.csv", h(s.productReport(true)), op("getProductReportCSV", "The product report as CSV").reads(reportQuery...).answers("text/csv")},
		{"GET", "/stores/{id}/reports/events", h(s.eventReport(false)), op("getEventReport", "Collected analytics events per day").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(EventReport{})},
		{"GET", "/stores/{id}/reports/events.csv", h(s.eventReport(true)), op("getEventReportCSV", "The event report as CSV").reads(reportQuery...).answers("text/csv")},
		{"GET", "/stores/{id}/reports/campaigns", h(s.campaignReport(false)), op("getCampaignReport", "Reservations and amounts per day and campaign").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(CampaignReport{})},
		{"GET", "/stores/{id}/reports/campaigns.csv", h(s.campaignReport(true)), op("getCampaignReportCSV", "The campaign report as CSV").reads(reportQuery...).answers("text/csv")},
	}
}
