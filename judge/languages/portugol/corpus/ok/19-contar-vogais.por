programa {
  inclua biblioteca Texto --> t

  funcao logico vogal(caracter c) {
    escolha (c) {
      caso 'a':
      caso 'e':
      caso 'i':
      caso 'o':
      caso 'u':
      caso 'A':
      caso 'E':
      caso 'I':
      caso 'O':
      caso 'U':
        retorne verdadeiro
    }
    retorne falso
  }

  funcao inicio() {
    cadeia palavra
    leia(palavra)
    enquanto (palavra != "fim") {
      inteiro vogais = 0
      para (inteiro i = 0; i < t.numero_caracteres(palavra); i++) {
        se (vogal(t.obter_caracter(palavra, i))) {
          vogais++
        }
      }
      escreva(palavra, ": ", vogais, " vogais\n")
      leia(palavra)
    }
  }
}
