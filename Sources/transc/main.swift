print("transc")
