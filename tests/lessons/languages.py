"""What the tests ask of every shipped lesson's languages."""

import re

#: The languages every shipped lesson and exercise has (the first is the default).
LANGUAGES = ("en", "ru", "de")
#: Words of German prose (a German text has some; an English one none).
GERMAN = re.compile(r"\b(der|das|und|ist|nicht|ein|eine|mit|für|auf|wenn)\b")
