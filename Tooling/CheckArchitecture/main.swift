print("check-architecture: coming soon")
